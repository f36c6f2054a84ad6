export function QueryDetailPage() {
  return null;
}
