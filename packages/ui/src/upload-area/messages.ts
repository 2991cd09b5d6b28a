import type { TFunction } from 'i18next';
import {
  acceptedExtensions,
  extensionOf,
  type RefusalReason,
  type UploadRules,
} from './model/check-files';
import { formatFileSize } from './model/file-size';

/** The accepted kinds as people know them: "PDF, JPG, PNG". */
export function typesText(rules: UploadRules): string {
  return acceptedExtensions(rules)
    .map((e) => e.toUpperCase())
    .join(', ');
}

/** The line under the drop zone: "PDF, JPG, PNG. Up to 10 MB each, at most 10 files." */
export function limitsText(t: TFunction, rules: UploadRules, country: string): string {
  return t('limits', {
    types: typesText(rules),
    size: formatFileSize(rules.maxFileBytes, country),
    count: rules.maxFiles,
  });
}

interface Refusal {
  /** As shown in the list: "Too large: 12.4 MB; the limit is 10 MB." */
  shown: string;
  /** As announced: "b.pdf too large: 12.4 MB; the limit is 10 MB." */
  announced: string;
}

/** The readable refusal of one file, written from the reason and the rules. */
export function refusalText(
  t: TFunction,
  file: Pick<File, 'name' | 'size'>,
  reason: RefusalReason,
  rules: UploadRules,
  country: string,
): Refusal {
  const name = file.name;
  switch (reason) {
    case 'type': {
      const extension = extensionOf(file.name);
      const types = typesText(rules);
      const detail = extension
        ? t('detailType', { extension, types })
        : t('detailTypeUnknown', { types });
      return {
        shown: t('notAccepted', { detail }),
        announced: t('announceNotAccepted', { name, detail }),
      };
    }
    case 'empty': {
      const detail = t('detailEmpty');
      return {
        shown: t('notAccepted', { detail }),
        announced: t('announceNotAccepted', { name, detail }),
      };
    }
    case 'size': {
      const detail = t('detailSize', {
        size: formatFileSize(file.size, country),
        limit: formatFileSize(rules.maxFileBytes, country),
      });
      return {
        shown: t('tooLarge', { detail }),
        announced: t('announceTooLarge', { name, detail }),
      };
    }
    case 'count': {
      const detail = t('detailCount', { count: rules.maxFiles });
      return {
        shown: t('notAdded', { detail }),
        announced: t('announceNotAdded', { name, detail }),
      };
    }
  }
}
