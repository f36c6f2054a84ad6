export function ProductDetailPage() {
  return null;
}
