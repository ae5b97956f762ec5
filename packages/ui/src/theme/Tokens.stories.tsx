import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { contrastPairs, contrastRatio } from './contrast';
import { brandTokens } from './tokens';
import { vars } from './vars.css';

/**
 * The theme's tokens (`src/theme/tokens.ts`) as reference pages: every colour with its value, every
 * pair the components combine with its measured contrast, the type scale, spacing, radii, shadows
 * and motion. Components read them through `vars`; a change to a token shows here first.
 */
const meta = {
  title: 'Theme/Tokens',
  // Reference pages for a desktop screen; on a phone each table scrolls sideways.
  tags: ['visual:wide'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cell: CSSProperties = { padding: '6px 12px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' };

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} style={{ maxWidth: '100%', overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', fontFamily: vars.font.body, fontSize: vars.fontSize.s }}>
        <caption style={{ textAlign: 'left', fontWeight: 700, padding: '0 12px 8px' }}>{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" style={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const swatch = (color: string): CSSProperties => ({
  display: 'inline-block',
  width: 40,
  height: 24,
  background: color,
  border: `1px solid ${brandTokens.color.borderStrong}`,
  borderRadius: 4,
  verticalAlign: 'middle',
});

/** Every colour role, its value and a swatch. */
export const Colours: Story = {
  render: () => (
    <Table caption="Colour roles" head={['Role', 'Value', 'Swatch']}>
      {Object.entries(brandTokens.color).map(([role, value]) => (
        <tr key={role}>
          <th scope="row" style={cell}>
            <code>{role}</code>
          </th>
          <td style={cell}>
            <code>{value}</code>
          </td>
          <td style={cell}>
            <span aria-hidden="true" style={swatch(value)} />
          </td>
        </tr>
      ))}
    </Table>
  ),
};

/**
 * Every foreground and background the components combine, with its contrast: 4.5:1 for text
 * (WCAG 1.4.3), 3:1 for borders, focus rings and a button's shape (1.4.11). The sample shows text for
 * a text pair and a bordered box for the others. `contrast.test.ts` fails the build below minimum.
 */
export const Contrast: Story = {
  render: () => (
    <Table caption="Contrast of the pairs the components use" head={['Foreground', 'Background', 'Sample', 'Ratio']}>
      {contrastPairs.map(({ foreground, background, minimum }) => {
        const fg = brandTokens.color[foreground];
        const bg = brandTokens.color[background];
        return (
          <tr key={`${foreground}-${background}`}>
            <td style={cell}>
              <code>{foreground}</code>
            </td>
            <td style={cell}>
              <code>{background}</code>
            </td>
            <td style={cell}>
              <span
                style={{ display: 'inline-block', background: bg, color: fg, padding: '4px 10px', borderRadius: 4 }}
              >
                {minimum === 4.5 ? 'Sample text' : <span style={{ ...swatch(bg), border: `2px solid ${fg}` }} />}
              </span>
            </td>
            <td style={cell}>
              {contrastRatio(fg, bg).toFixed(2)}:1 (minimum {minimum}:1)
            </td>
          </tr>
        );
      })}
    </Table>
  ),
};

/** The type scale: size and line height in px, in the body and heading faces. */
export const TypeScale: Story = {
  render: () => (
    <Table caption="Type scale" head={['Step', 'Size / line height', 'Sample']}>
      {Object.entries(brandTokens.type).map(([step, [size, lineHeight]]) => (
        <tr key={step}>
          <th scope="row" style={cell}>
            <code>{step}</code>
          </th>
          <td style={cell}>
            {size} / {lineHeight} px
          </td>
          <td style={{ ...cell, fontSize: size, lineHeight: `${lineHeight}px` }}>
            <span style={{ fontFamily: vars.font.heading }}>Casa en Miami</span>{' '}
            <span style={{ fontFamily: vars.font.body }}>Home in Miami</span>
          </td>
        </tr>
      ))}
    </Table>
  ),
};

/** Spacing, radii, shadows and motion durations. */
export const SpaceAndShape: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      <Table caption="Spacing" head={['Step', 'px', 'Scale']}>
        {Object.entries(brandTokens.space).map(([step, px]) => (
          <tr key={step}>
            <th scope="row" style={cell}>
              <code>{step}</code>
            </th>
            <td style={cell}>{px}</td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{ display: 'block', width: px, height: 12, background: vars.color.primary }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Radii and shadows" head={['Token', 'Value', 'Sample']}>
        {[
          ...Object.entries(brandTokens.radius).map(([name, value]) => [
            `radius.${name}`,
            value,
            { borderRadius: value },
          ]),
          ...Object.entries(brandTokens.shadow).map(([name, value]) => [`shadow.${name}`, value, { boxShadow: value }]),
        ].map(([name, value, style]) => (
          <tr key={name as string}>
            <th scope="row" style={cell}>
              <code>{name as string}</code>
            </th>
            <td style={{ ...cell, maxWidth: 320 }}>
              <code>{value as string}</code>
            </td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{ ...swatch(brandTokens.color.surface), width: 56, height: 40, ...(style as CSSProperties) }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Motion" head={['Token', 'ms (none with reduced motion)']}>
        {Object.entries(brandTokens.motion).map(([name, ms]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              <code>{name}</code>
            </th>
            <td style={cell}>{ms}</td>
          </tr>
        ))}
      </Table>
    </div>
  ),
};
