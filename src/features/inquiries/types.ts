export interface AdditionalInfo {
  bedrooms: string;
  moveInDate: string;
  amenities: string;
  pets: string;
  floorPlan: string;
  hearAboutUs: string;
  lowerRent: number;
  upperRent: number;
}

export interface ContactMessage {
  to: string;
  subject: string;
  captchaResponse: string;
  name: string;
  phone: string;
  email: string;
  emailPreferred: boolean;
  phonePreferred: boolean;
  textPreferred: boolean;
  question: string;
  currentPage: string;
  /** Comma-joined names of the checked communities. */
  communities: string;
  additionalInfo: AdditionalInfo;
}

export interface RentalApplicationRequest {
  name: string;
  email: string;
  phone: string;
  /** The community's name. */
  property: string;
  /** Address or floor plan of interest. */
  address: string;
  questions: string;
  captchaResponse: string;
  currentPage: string;
  subject: string;
}

/** The answer of `POST api/mail/application` and `api/mail/v3/contact`. */
export interface InquiryAnswer {
  id: number;
  /** 'Rental Application Request Sent!' or 'Message Sent!' (spec section 8). */
  message: string;
  /** Issue 27: the sender's receipt was not sent, their address having had its receipts of the day (decision 020). */
  receiptHeld: boolean;
}
