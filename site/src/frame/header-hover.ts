// marketplace-content.md §4: "Header: menu hovered or not changes its look."
export function startHeaderHover(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  header?.addEventListener('pointerenter', () => header.setAttribute('data-hovered', ''));
  header?.addEventListener('pointerleave', () => header.removeAttribute('data-hovered'));
}
