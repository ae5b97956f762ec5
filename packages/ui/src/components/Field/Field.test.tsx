import { render, screen } from '@testing-library/react';
import { TextField } from './Field';

describe('TextField', () => {
  it('shows an error with a hidden warning icon, described by the control', () => {
    render(
      <TextField id="email" name="email" label="Email" value="x" onChange={() => {}} error="Enter a valid email." />,
    );
    const control = screen.getByRole('textbox', { name: 'Email' });
    expect(control).toHaveAccessibleDescription('Enter a valid email.');
    const message = document.getElementById('email-error');
    expect(message).toHaveTextContent(/^Enter a valid email\.$/);
    const icon = message?.querySelector('svg');
    expect(icon).toHaveAttribute('data-icon', 'alert');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no icon without an error', () => {
    const { container } = render(<TextField id="name" name="name" label="Name" value="" onChange={() => {}} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
