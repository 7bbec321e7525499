/**
 * URL of GET /svc/booking/document?documentId=: a document's bytes, as an attachment, or with
 * `inline` shown in place (images only; the api still sends a PDF as an attachment).
 */
export const documentUrl = (documentId: number, inline = false) => `/svc/booking/document?documentId=${documentId}${inline ? '&inline=1' : ''}`;
