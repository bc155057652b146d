import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteError } from './RouteError';

afterEach(() => {
  delete document.documentElement.dataset.app;
});

describe('the error page', () => {
  it('says the app answers input, so a page that failed to hydrate does not keep its taps caught', () => {
    render(<RouteError error={new Error('boom')} />);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(document.documentElement.dataset.app).toBe('ready');
  });
});
