/** Shapes shared by the content pages' texts. */
interface PolicySection {
  /** The anchor of the section (`/terms#payments`). */
  id: string;
  heading: string;
  paragraphs: string[];
  points?: string[];
}

export interface PolicyDocument {
  title: string;
  description: string;
  intro: string;
  sections: PolicySection[];
}

export interface Testimonial {
  name: string;
  city: string;
  service: string;
  rating: number;
  text: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqTopic {
  id: 'general' | 'booking' | 'payment' | 'service';
  label: string;
  items: FaqItem[];
}
