/** Changes a stand-in's behaviour through its control endpoint (`/<provider>/_control`): added latency, held webhooks. */
export async function controlSandbox(sandboxUrl: string, provider: 'paypal' | 'yoco' | 'dpo', change: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${sandboxUrl}/${provider}/_control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`${provider} _control: ${response.status} ${await response.text()}`);
}
