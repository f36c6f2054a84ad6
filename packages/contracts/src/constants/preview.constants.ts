/** The id of the preview storefront's search box; the layer is opened from it with `trova.open`. */
export const PREVIEW_BOX_ID = 'trova-preview-box';

/**
 * The preview storefront's one inline script (docs/product/preview.md#preview-page). Its frame
 * inherits the console's Content-Security-Policy, which allows this exact text by its hash: the
 * console writes it and the server hashes it from here, so they cannot drift apart.
 */
export const PREVIEW_BOX_SCRIPT = `
(function () {
  var box = document.getElementById('${PREVIEW_BOX_ID}');
  function open() { if (window.trova && window.trova.open) window.trova.open(box.value || undefined); }
  box.addEventListener('click', open);
  box.addEventListener('input', open);
  box.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' || event.key === 'ArrowDown') open();
  });
})();
`;
