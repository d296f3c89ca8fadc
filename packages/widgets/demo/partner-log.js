// The partner's own script: it listens on document for every event the widgets emit.
const EVENTS = [
  'rdc-cart-change',
  'rdc-login',
  'rdc-logout',
  'rdc-purchase',
  'rdc-error',
  'rdc-open-auth',
  'rdc-buy-now',
];
const log = document.getElementById('event-log');

for (const type of EVENTS) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    item.dataset.event = type;
    item.textContent = `${event.target.localName} → ${type} ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
}
