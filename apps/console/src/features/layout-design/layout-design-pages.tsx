// Route module of the layout design tabs (docs/product/layout-design.md): general, desktop, mobile
// and card.
export { LayoutCardPage } from './layout-card-page';
export { LayoutDesktopPage, LayoutMobilePage } from './layout-device-page';
export { LayoutGeneralPage } from './layout-general-page';
