import * as React from 'react';
import type { Language } from '@broker/core';
import { trackChatEvent, trackFormSuccess } from '@broker/core/tracking';
import { ChatWidget } from '@broker/ui/components/ChatWidget';
import { chatCopy } from '@broker/ui/copy/forms';
import { useUiStrings } from '../lib/pageStrings';
import { consentDisplay } from '@broker/core/consent';
import { apiClient, visitAttribution } from '../lib/api';
import { siteConfig } from '../../site.config';

export interface ChatWindowProps {
  language: Language;
  open: boolean;
  onClose: () => void;
  prequalifyHref: string;
}

/** The chat window wired to /api/chat (loaded when the visitor first opens the chat). */
export default function ChatWindow({ language, open, onClose, prequalifyHref }: ChatWindowProps) {
  const strings = useUiStrings();
  const client = apiClient();
  return (
    <ChatWidget
      language={language}
      open={open}
      onClose={onClose}
      copy={chatCopy(strings, language)}
      phone={{ display: siteConfig.phone.display, href: `tel:${siteConfig.phone.e164}` }}
      prequalifyHref={prequalifyHref}
      sendMessage={client.sendChatMessage}
      captureLead={(input) =>
        client.captureChatLead({ ...input, source: window.location.pathname, attribution: visitAttribution() })
      }
      consent={consentDisplay(language, siteConfig.companyName)}
      endConversation={client.endChat}
      onEvent={(event) => {
        trackChatEvent(window, { event, language });
        if (event === 'lead_form_submitted')
          trackFormSuccess(window, { form: 'chat_lead', language, page: window.location.pathname });
      }}
    />
  );
}
