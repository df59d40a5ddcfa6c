import { useEffect, useState } from 'react';
import { EmptyState, Spinner, useItemStore, type TabProps } from '@bench/sdk';
import { LIGAND_MESSAGES, type FreeLigand } from '@bench/structure';
import { Depiction2D } from './Depiction2D.tsx';
import { Molecule3D } from './Molecule3D.tsx';
import { propertyRows } from './model.ts';
import './smallMolecules.css';

/** The small molecule viewer (spec 2 §2.9): 2D depiction, 3D view and the data fields. */
export default function SmallMoleculeView({ tab, sessionId }: TabProps) {
  const id = String(tab.data.id);
  const { store, snapshot } = useItemStore<FreeLigand>('free_ligands');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    store.get(id).catch((error: unknown) => {
      console.error(LIGAND_MESSAGES.fetchError, id, error);
      setFailed(true);
    });
  }, [store, id]);

  const ligand = snapshot.items[id] as FreeLigand | undefined;
  if (failed) return <EmptyState title={LIGAND_MESSAGES.fetchError} />;
  if (!ligand) return <Spinner />;

  return (
    <section className="bn-molecule" aria-label={`Small molecule ${ligand.name}`}>
      <h2 className="bn-molecule__title">{ligand.name}</h2>
      <div className="bn-molecule__views">
        <figure className="bn-molecule__figure">
          <Depiction2D smiles={ligand.smiles} name={ligand.name} />
          <figcaption>2D</figcaption>
        </figure>
        <figure className="bn-molecule__figure">
          <Molecule3D sessionId={sessionId} ligandId={id} />
          <figcaption>3D</figcaption>
        </figure>
      </div>
      <table className="bn-molecule__fields" aria-label="Data fields">
        <tbody>
          {propertyRows(ligand).map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
