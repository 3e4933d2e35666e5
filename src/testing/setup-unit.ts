import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => {
  cleanup();
});

// findBy*/waitFor wait for their condition up to this long (the library's default is 1 s). On a
// busy machine (the suite beside another full run) a toast after a mocked call once took longer,
// and a condition that will come must not fail for being slow.
configure({ asyncUtilTimeout: 10_000 });

// jsdom's Blob has no arrayBuffer(), which every browser has: read it with jsdom's own FileReader.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsArrayBuffer(this);
    });
  };
}

// jsdom lays nothing out, so it has no scrollIntoView, which every browser has (showStep uses
// it on each step change); where the window scrolls is judged in the browser tests.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView(): void {};
}
