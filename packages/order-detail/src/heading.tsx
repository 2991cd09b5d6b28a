import type { ReactNode } from 'react';

/**
 * A heading at the level the page's outline asks for (the element's `heading-level`), 1 to 6;
 * a `section-heading` part unless named otherwise (`heading` for the element's title).
 */
export function Heading({
  level,
  id,
  part = 'section-heading',
  children,
}: {
  level: number;
  id?: string;
  part?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(6, Math.max(1, level))}` as 'h2';
  return (
    <Tag id={id} part={part}>
      {children}
    </Tag>
  );
}
