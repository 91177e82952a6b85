// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { takeShellUser } from './session.ts';

const user = { _id: 'u1', name: 'Ann </script>', freeze: false, banned: false };

/** The element the API's web plugin writes into the shell of a signed-in visitor. */
function shellElement(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'session-user';
  element.textContent = text;
  document.head.append(element);
  return element;
}

afterEach(() => document.getElementById('session-user')?.remove());

describe('takeShellUser', () => {
  it('reads the user the server named in the shell, once, and removes it from the document', () => {
    shellElement(JSON.stringify(user).replace(/</g, '\\u003c'));
    expect(takeShellUser()).toEqual(user);
    expect(document.getElementById('session-user')).toBeNull();
    expect(takeShellUser()).toBeNull();
  });

  it('is null without the element, or with something else in it', () => {
    expect(takeShellUser()).toBeNull();
    shellElement('not json');
    expect(takeShellUser()).toBeNull();
    shellElement(JSON.stringify({ name: 'no id' }));
    expect(takeShellUser()).toBeNull();
  });
});
