import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { jobOpenings } from '../../../content/careers';
import { company } from '../../../content/company';
import { OpeningCard } from '../components/opening-card';

/** /career: the current openings. */
export function CareerPage() {
  return (
    <>
      <PageHero eyebrow="Career" title={`Careers at ${company.brand}`}>
        <p>Help small businesses across India get online. See our current openings below.</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <p className="max-w-2xl text-lg text-slate-700">
          We are hiring for {jobOpenings.length} roles. Every role works closely with the people who design, sell and
          support our websites.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {jobOpenings.map((opening) => (
            <OpeningCard key={opening.id} opening={opening} />
          ))}
        </ul>
      </Container>
    </>
  );
}
