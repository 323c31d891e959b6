export interface TeamMember {
  id: number;
  name: string;
  jobTitle: string;
  email: string;
  photoLink: string | null;
  blogLink: string | null;
}
