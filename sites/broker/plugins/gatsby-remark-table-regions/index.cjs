'use strict';

const en = require('@broker/ui/locales/en/translation.json');
const es = require('@broker/ui/locales/es/translation.json');

const COPY = { en: en.prose, es: es.prose };

/** The text of a Markdown node and its children. */
function textOf(node) {
  if (typeof node.value === 'string') return node.value;
  return (node.children || []).map(textOf).join('');
}

/**
 * The region a table is put in: a `div` that scrolls sideways when the table is wider than the
 * screen, named after the heading above the table, and focusable so the keyboard can scroll it.
 */
function region(table, label) {
  return {
    type: 'tableRegion',
    data: {
      hName: 'div',
      hProperties: { role: 'region', ariaLabel: label, tabIndex: 0, dataTableRegion: '' },
    },
    children: [table],
  };
}

/**
 * gatsby-transformer-remark plugin: wraps every table of a page's Markdown in a labelled scroll
 * region (`role="region"`, `aria-label`, `tabindex="0"`), in the page's language.
 */
function tableRegions({ markdownAST, markdownNode }) {
  const language = markdownNode && markdownNode.fields && markdownNode.fields.language === 'es' ? 'es' : 'en';
  const copy = COPY[language];
  let heading = '';
  const visit = (parent) => {
    parent.children = (parent.children || []).map((node) => {
      if (node.type === 'heading') heading = textOf(node).trim();
      if (node.type === 'table') {
        const label = heading ? copy.tableRegion.replace(/\{\{\s*heading\s*\}\}/g, heading) : copy.tableRegionUntitled;
        return region(node, label);
      }
      if (node.children) visit(node);
      return node;
    });
  };
  visit(markdownAST);
  return markdownAST;
}

module.exports = tableRegions;
