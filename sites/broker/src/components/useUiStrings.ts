import { useTranslation } from 'react-i18next';
import type { UiStrings } from '@broker/ui/copy/compose';

/**
 * The page language's UI strings exactly as written (`@broker/ui/locales`), for the components'
 * `copy` props: their `{{placeholders}}` are filled by the components, not by i18next.
 */
export function useUiStrings(): UiStrings {
  const { i18n } = useTranslation();
  return i18n.getResourceBundle(i18n.language, 'translation') as UiStrings;
}
