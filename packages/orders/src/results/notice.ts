/** A message of the results about something the user did (a download, Order again, an export). */
export interface Notice {
  tone: 'info' | 'success' | 'warning' | 'danger';
  text: string;
  /** Further lines (the documents that failed). */
  details?: string[];
  /** A link to follow up ("Go to cart"). */
  link?: { label: string; page: string };
  /** Busy notices show a spinner and are replaced by their outcome. */
  busy?: boolean;
}
