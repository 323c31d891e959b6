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
