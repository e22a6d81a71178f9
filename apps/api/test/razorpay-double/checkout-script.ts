/**
 * The double's stand-in for Razorpay's `checkout.js`, speaking Standard Checkout's documented interface:
 * `new Razorpay(options)`, `.on('payment.failed', cb)` and `.open()`. The modal is a frame on the double's
 * origin (as Razorpay's is on api.razorpay.com); its buttons pay or fail a payment and post the outcome
 * here, which calls `options.handler` with the signed result, the `payment.failed` callbacks with Razorpay's
 * error, or `options.modal.ondismiss` when the modal is closed. Retries stay open after a failure, as
 * Razorpay's do. `config.display` is passed on so the modal orders its methods by it.
 */
export function checkoutScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError('Razorpay must be called with new');
    if (!options || !options.key) throw new Error('No key passed');
    if (!options.order_id) throw new Error('order_id is required with Orders');
    if (typeof options.handler !== 'function') throw new Error('handler must be a function');
    this.options = options;
    this.callbacks = {};
  }
  Razorpay.prototype.on = function (event, callback) {
    (this.callbacks[event] = this.callbacks[event] || []).push(callback);
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    var query = new URLSearchParams({
      key: options.key,
      order_id: options.order_id,
      name: options.name || '',
      amount: String(options.amount || ''),
      contact: (options.prefill && options.prefill.contact) || '',
      display: JSON.stringify((options.config && options.config.display) || {}),
      parent: window.location.origin,
    });
    var frame = document.createElement('iframe');
    frame.src = ORIGIN + '/checkout/modal?' + query.toString();
    frame.title = 'Razorpay Checkout';
    frame.setAttribute('data-testid', 'razorpay-checkout-frame');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:transparent';
    function close() {
      window.removeEventListener('message', listen);
      frame.remove();
    }
    function listen(event) {
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.type === 'success') {
        close();
        options.handler(data.response);
      } else if (data.type === 'failed') {
        (self.callbacks['payment.failed'] || []).forEach(function (callback) { callback(data.response); });
      } else if (data.type === 'dismiss') {
        close();
        if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
      }
    }
    window.addEventListener('message', listen);
    document.body.appendChild(frame);
  };
  window.Razorpay = Razorpay;
})();
`;
}
