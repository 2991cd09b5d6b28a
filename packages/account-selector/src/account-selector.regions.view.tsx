import { useId, useState } from 'react';
import { useKitTranslation, type Region } from '@anp/core';
import * as S from './account-selector.styles';
import { NS } from './i18n';

export interface RegionAccordionProps {
  regions: Region[];
  region: string | null;
  onChoose(region: string): void;
  disabled: boolean;
}

/** The region (country) accordion (shell-and-admin.md §2): choosing a region switches to it. */
export function RegionAccordion({ regions, region, onChoose, disabled }: RegionAccordionProps) {
  const { t } = useKitTranslation(NS);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const name = regions.find((r) => r.shortname === region)?.fullname;
  return (
    <div>
      <S.Disclosure
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
      >
        <span>{name ? t('regionValue', { region: name }) : t('chooseRegion')}</span>
        <S.Chevron $open={expanded} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </S.Chevron>
      </S.Disclosure>
      <S.RegionList id={listId} aria-label={t('regions')} hidden={!expanded}>
        {regions.map((r) => {
          const current = r.shortname === region;
          return (
            <li key={r.shortname}>
              <S.RowButton
                type="button"
                $current={current}
                aria-current={current || undefined}
                aria-disabled={disabled || undefined}
                onClick={() => {
                  if (disabled) return;
                  if (current) setExpanded(false);
                  else onChoose(r.shortname);
                }}
              >
                <S.Check $shown={current} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path
                    d="M3 8.5l3.2 3L13 4.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </S.Check>
                <S.Label>{r.fullname}</S.Label>
              </S.RowButton>
            </li>
          );
        })}
      </S.RegionList>
    </div>
  );
}
