/** A write that carries files comes as multipart, the form the wire takes; the others (an OTP, a position) as JSON. */
export const isMultipart = (request: Request) =>
  (request.headers.get('Content-Type') ?? '').includes('multipart/form-data');
