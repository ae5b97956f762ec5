import { ICON_NAMES, isIconName, type IconName } from '@broker/core/icons';

export type { IconName };

/**
 * Every `icon` value in a page's frontmatter that is not one of the icon names (`ICON_NAMES` in
 * @broker/core, drawn by @broker/ui's `Icon`), as messages naming where it is, e.g.
 * `benefits.items[2].icon: "🏦" is not an icon name (use one of alert, banknote, …)`.
 */
export function iconProblems(frontmatter: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, at: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${at}[${index}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const here = at ? `${at}.${key}` : key;
        if (key === 'icon' && !isIconName(inner)) {
          problems.push(`${here}: ${JSON.stringify(inner)} is not an icon name (use one of ${ICON_NAMES.join(', ')})`);
        } else {
          visit(inner, here);
        }
      }
    }
  };
  visit(frontmatter, '');
  return problems;
}
