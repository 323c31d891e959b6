import { useParams } from 'react-router-dom';
import { titles } from '@/app/titles';
import { useDocumentTitle } from '@/app/useDocumentTitle';

export default function FloorplanPage() {
  const { floorplanId = '' } = useParams();
  useDocumentTitle(titles.floorplan(floorplanId));
  return (
    <section className="container section">
      <h1>Floor plan {floorplanId}</h1>
    </section>
  );
}
