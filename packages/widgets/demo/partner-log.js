// The partner's own script: it logs on document every event the widgets emit, as the package's
// custom-elements.json (the manifest a partner's tools read) lists them for each element.
const log = document.getElementById('event-log');
const manifest = await (await fetch('custom-elements.json')).json();
const types = new Set(
  manifest.modules.flatMap((module) =>
    module.declarations.flatMap((declaration) => (declaration.events ?? []).map((event) => event.name)),
  ),
);

for (const type of types) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    item.dataset.event = type;
    item.textContent = `${event.target.localName} → ${type} ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
}
