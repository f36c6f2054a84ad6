import PDFDocument from 'pdfkit';
import type { BillingSettings } from '../billing-settings';
import { formatDate } from '../billing-calendar';
import type { InvoiceLine } from './invoices.repository';
import { formatEuro, formatRate } from '../money';

export type SellerParty = BillingSettings['seller'];

/** The buyer as printed: the billing information at the invoice's issue. */
export interface BuyerParty {
  companyName: string;
  firstName: string;
  lastName: string;
  address: string;
  zip: string;
  city: string;
  state: string;
  country: string;
  vat: string;
  sdi: string;
  pec: string;
  email: string;
}

/** Everything an invoice PDF shows; amounts in cents. */
export interface InvoiceContent {
  number: string;
  issuedAt: number;
  timeZone: string;
  seller: SellerParty;
  buyer: BuyerParty;
  lines: readonly InvoiceLine[];
  subtotalCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  totalCents: number;
  vatNote: string;
}

const present = (values: readonly string[]): string[] =>
  values.map((value) => value.trim()).filter((value) => value !== '');

function sellerLines(seller: SellerParty): string[] {
  return present([
    seller.name,
    seller.address,
    `${seller.zip} ${seller.city} ${seller.state}`,
    seller.country,
    seller.vat && `P.IVA / VAT ${seller.vat}`,
    seller.email,
    seller.pec && `PEC ${seller.pec}`,
  ]);
}

function buyerLines(buyer: BuyerParty): string[] {
  return present([
    buyer.companyName,
    `${buyer.firstName} ${buyer.lastName}`,
    buyer.address,
    `${buyer.zip} ${buyer.city} ${buyer.state}`,
    buyer.country,
    buyer.vat && `P.IVA / VAT ${buyer.vat}`,
    buyer.sdi && `Codice destinatario SDI ${buyer.sdi}`,
    buyer.pec && `PEC ${buyer.pec}`,
    buyer.email,
  ]);
}

/**
 * An invoice as a PDF (pdfkit, the standard Helvetica fonts, so the text extracts as written). The
 * creation date is the issue, so rendering the same invoice gives the same text.
 * @example const bytes = await renderInvoicePdf(content); // Buffer starting with %PDF
 */
export function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Invoice ${content.number}`,
      CreationDate: new Date(content.issuedAt * 1000),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(`Fattura / Invoice ${content.number}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Data / Date ${formatDate(content.issuedAt, content.timeZone)}`);
  doc.moveDown();
  const top = doc.y;
  doc.font('Helvetica-Bold').text('Fornitore / Seller', 50, top);
  doc.font('Helvetica').text(sellerLines(content.seller).join('\n'), 50, doc.y, { width: 230 });
  const afterSeller = doc.y;
  doc.font('Helvetica-Bold').text('Cliente / Customer', 310, top);
  doc.font('Helvetica').text(buyerLines(content.buyer).join('\n'), 310, doc.y, { width: 235 });
  doc.y = Math.max(afterSeller, doc.y) + 20;

  const row = (cells: readonly string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0] ?? '', 50, y, { width: 280 });
    const bottom = doc.y;
    doc.text(cells[1] ?? '', 340, y, { width: 40, align: 'right' });
    doc.text(cells[2] ?? '', 390, y, { width: 70, align: 'right' });
    doc.text(cells[3] ?? '', 470, y, { width: 75, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 4;
  };
  row(['Descrizione / Description', 'Qtà', 'Prezzo', 'Importo'], true);
  for (const line of content.lines) {
    row([
      line.description,
      String(line.quantity),
      formatEuro(line.unit_cents),
      formatEuro(line.amount_cents),
    ]);
  }
  doc.moveDown();
  row(['Imponibile / Subtotal', '', '', formatEuro(content.subtotalCents)]);
  row([
    `IVA / VAT ${formatRate(content.vatRateBasisPoints)}`,
    '',
    '',
    formatEuro(content.vatCents),
  ]);
  row(['Totale / Total', '', '', formatEuro(content.totalCents)], true);
  if (content.vatNote !== '') {
    doc.moveDown();
    doc.font('Helvetica').text(content.vatNote, 50, doc.y, { width: 495 });
  }
  doc.end();
  return done;
}
