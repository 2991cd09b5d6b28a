import type { ReactNode } from 'react';

/** A heading at the level the page's outline asks for (the element's `heading-level`), 1 to 6. */
export function Heading({
  level,
  id,
  children,
}: {
  level: number;
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(6, Math.max(1, level))}` as 'h2';
  return <Tag id={id}>{children}</Tag>;
}
