export {
  BenefitCard,
  CategoryCard,
  FeatureCard,
  LoanTypeCard,
  ProgramCard,
  TeamCard,
  TestimonialCard,
  ValueCard,
} from './Card';
export type {
  BenefitCardProps,
  CategoryCardProps,
  FeatureCardProps,
  LoanTypeCardProps,
  ProgramCardProps,
  TeamCardProps,
  TestimonialCardProps,
  ValueCardProps,
} from './Card';
