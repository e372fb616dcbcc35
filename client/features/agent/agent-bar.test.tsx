// @vitest-environment happy-dom
// docs/product/agents.md#agent-bar: "Agent mode: Jane Citizen (A123)" and the log out, on every page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgentBar, agentBarText } from './agent-bar';

describe('AgentBar', () => {
  it('names the agent in full with the code (from the stored session), and logs out', async () => {
    window.localStorage.setItem('agentName', 'Jane Citizen');
    window.localStorage.setItem('agentCode', 'A123');
    const onLogout = vi.fn();
    render(<AgentBar agent={{ name: 'Jane' }} onLogout={onLogout} />);
    const bar = screen.getByRole('region', { name: 'Agent mode' });
    expect(bar.textContent).toContain('Agent mode: Jane Citizen (A123)');
    await userEvent.click(screen.getByRole('button', { name: 'Not Jane? Log Out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
  it('without a code names the agent alone', () => {
    expect(agentBarText({ fullName: 'Jane Citizen', code: '' })).toBe('Agent mode: Jane Citizen');
  });
});
