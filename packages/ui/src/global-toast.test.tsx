import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitRoot, PortalError, publishError, resolveConfig } from '@anp/core';
// Loading the package registers the toast as KitRoot chrome.
import './index';

/** Widgets keyed by number, so a re-render with fewer of them unmounts only the missing ones. */
function widgets(numbers: number[], lang = 'en') {
  return (
    <>
      {numbers.map((n) => (
        <KitRoot key={n} config={resolveConfig({ country: 'us', lang })} swrCache={new Map()}>
          <p>Widget {n}</p>
        </KitRoot>
      ))}
    </>
  );
}

function renderWidgets(count: number, lang = 'en') {
  return render(
    widgets(
      Array.from({ length: count }, (_, i) => i + 1),
      lang,
    ),
  );
}

function publish(message: string) {
  act(() => publishError(new PortalError({ code: 'SERVER', status: 500 }), message));
}

describe('given widgets on a page with @anp/ui loaded', () => {
  it('shows nothing until an error is published', async () => {
    renderWidgets(1);
    await screen.findByText('Widget 1');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows a published API error once, however many widgets are on the page', async () => {
    renderWidgets(3);
    await screen.findByText('Widget 3');
    publish('Internal Server error');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('Internal Server error');
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  });

  it('collapses the same error raised by several calls into one toast', async () => {
    renderWidgets(1);
    await screen.findByText('Widget 1');
    publish('The server could not be reached.');
    publish('The server could not be reached.');
    await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('speaks the language of the widget that shows it and can be dismissed', async () => {
    renderWidgets(1, 'es');
    await screen.findByText('Widget 1');
    publish('Error interno del servidor');
    const region = await screen.findByRole('region', { name: 'Notificaciones' });
    await userEvent.click(within(region).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('hands the toast to the next widget when the first one leaves', async () => {
    const { rerender } = renderWidgets(2);
    await screen.findByText('Widget 2');
    rerender(widgets([2]));
    await waitFor(() => expect(screen.queryByText('Widget 1')).toBeNull());
    publish('Page not found');
    expect((await screen.findByRole('alert')).textContent).toContain('Page not found');
  });
});
