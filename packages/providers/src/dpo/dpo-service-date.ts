import { formatSortableDateTime } from '@guidepass/texts/format';

/** An instant as createToken's ServiceDate, "YYYY/MM/DD HH:mm" in Botswana time (providers.md §6.1). */
export const dpoServiceDateOf = (instant: Date): string => formatSortableDateTime(instant).replaceAll('-', '/');
