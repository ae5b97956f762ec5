/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ProgramsSection } from './sections';
import { trackProgramClick } from './tracking';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
jest.mock('./tracking', () => ({ trackProgramClick: jest.fn() }));

describe('ProgramsSection', () => {
  it('records interest in a program by the route key of its article when its card is clicked', () => {
    render(
      <ProgramsSection
        language="es"
        block={{
          heading: 'Programas',
          items: [
            { program: 'dscr', to: 'dscrLoans', icon: 'building', title: 'DSCR', text: 'Para inversionistas.' },
            {
              program: 'bank-statement',
              to: 'bankStatementLoans',
              icon: 'file-text',
              title: 'Estados de cuenta',
              text: 'x',
            },
          ],
        }}
      />,
    );
    fireEvent.click(screen.getAllByRole('link')[0]!);
    expect(trackProgramClick).toHaveBeenCalledWith('dscrLoans', 'es');
  });
});
