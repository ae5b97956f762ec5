import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

/**
 * jsdom has <dialog> without showModal()/close(). This stands in for the browser behaviour the
 * components rely on: `open` attribute, a `close` event, and Escape firing a cancelable `cancel`
 * event that closes the dialog unless prevented. (Focus containment is the browser's.)
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const onKeyDown = function (this: HTMLDialogElement, event: KeyboardEvent) {
    if (event.key !== 'Escape' || !this.open) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (this.dispatchEvent(cancel)) this.close();
  };
  const listening = new WeakSet<HTMLDialogElement>();
  Object.defineProperties(HTMLDialogElement.prototype, {
    showModal: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement) {
        if (this.open) return;
        this.setAttribute('open', '');
        this.setAttribute('data-modal', '');
        if (!listening.has(this)) {
          this.addEventListener('keydown', onKeyDown);
          listening.add(this);
        }
      },
    },
    show: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    },
    close: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement) {
        if (!this.open) return;
        this.removeAttribute('open');
        this.removeAttribute('data-modal');
        this.dispatchEvent(new Event('close'));
      },
    },
  });
}
