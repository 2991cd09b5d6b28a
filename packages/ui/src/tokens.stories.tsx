import type { Story } from '@ladle/react';
import { tokens, token, type TokenName } from './tokens';

export default { title: 'UI/Tokens' };

const colours = Object.keys(tokens).filter((name): name is TokenName => name.startsWith('color-'));

/** Every colour token with its custom property and default. */
export const Colours: Story = () => (
  <ul
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
      gap: '0.75rem',
      padding: 0,
      listStyle: 'none',
      fontFamily: token('font-family'),
      fontSize: token('font-size-sm'),
      color: token('color-text'),
    }}
  >
    {colours.map((name) => (
      <li key={name} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <span
          aria-hidden="true"
          style={{
            width: '2rem',
            height: '2rem',
            flex: 'none',
            borderRadius: token('radius-sm'),
            border: `1px solid ${token('color-border')}`,
            background: token(name),
          }}
        />
        <span>
          <code>{tokens[name].cssVar}</code>
          <br />
          {tokens[name].value}
        </span>
      </li>
    ))}
  </ul>
);

/** The spacing scale, `space-1` to `space-8`. */
export const Spacing: Story = () => (
  <ul style={{ padding: 0, listStyle: 'none', fontFamily: token('font-family') }}>
    {(
      [
        'space-1',
        'space-2',
        'space-3',
        'space-4',
        'space-5',
        'space-6',
        'space-7',
        'space-8',
      ] as const
    ).map((name) => (
      <li
        key={name}
        style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', marginBottom: '0.5rem' }}
      >
        <code style={{ width: '6rem' }}>{name}</code>
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            height: '1rem',
            width: token(name),
            background: token('color-primary'),
          }}
        />
        <span>{tokens[name].value}</span>
      </li>
    ))}
  </ul>
);
