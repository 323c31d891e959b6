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
