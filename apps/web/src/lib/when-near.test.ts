import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { intersect, intersectionObservers } from '../test/observers';
import { whenNear } from './when-near';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

function place(id: string) {
  const element = document.createElement('footer');
  element.id = id;
  element.append(document.createElement('a'));
  document.body.append(element);
  return element;
}

describe('whenNear', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('waits until the element comes within a screen of the viewport, then lets go of it', async () => {
    const footer = place('footer');
    const near = whenNear('footer');
    const [observer] = intersectionObservers();
    expect(observer?.targets.has(footer)).toBe(true);
    expect(await settled(near)).toBe(false);

    intersect(footer, 0);
    expect(await settled(near)).toBe(false);
    intersect(footer, 0.1);
    expect(await settled(near)).toBe(true);
    expect(observer?.disconnected).toBe(true);
  });

  it('lets go at once when keyboard focus or a pointer enters the element first', async () => {
    const footer = place('footer');
    const byFocus = whenNear('footer');
    fireEvent.focusIn(footer.querySelector('a') as Element);
    expect(await settled(byFocus)).toBe(true);

    const byPointer = whenNear('footer');
    fireEvent.pointerOver(footer);
    expect(await settled(byPointer)).toBe(true);
  });

  it('does not wait for an element that is not in the document', async () => {
    expect(await settled(whenNear('nowhere'))).toBe(true);
  });
});
