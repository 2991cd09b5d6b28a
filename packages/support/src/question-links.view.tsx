import type { MouseEvent } from 'react';
import * as S from './question-links.styles';

/** A question and where its answer is. */
export interface QuestionLink {
  id: string;
  question: string;
  href: string;
}

/** What a link does when followed: a plain click asks the host to navigate (`anp-navigate`). */
export type FollowLink = (event: MouseEvent<HTMLAnchorElement>, href: string) => void;

/** Questions as a list of links, each to its answer's page. */
export function QuestionLinks({ links, follow }: { links: QuestionLink[]; follow: FollowLink }) {
  return (
    <S.Questions>
      {links.map((link) => (
        <li key={link.id}>
          <a part="link" href={link.href} onClick={(event) => follow(event, link.href)}>
            <span>{link.question}</span>
            <Chevron />
          </a>
        </li>
      ))}
    </S.Questions>
  );
}

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M6 3.5L10.5 8 6 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
