/**
 * The agent gateway's texts (docs/agent.md): enrollment refusals, device job outcomes and the
 * device activity lines written when an agent runs a job.
 */
export const agentMessages = {
  'agent.enroll.tokenUnknown': 'This enrollment token is not valid.',
  'agent.enroll.tokenUsed': 'This enrollment token has already been used.',
  'agent.enroll.tokenExpired': 'This enrollment token has expired.',
  'agent.job.connectionLost': 'The connection to the device agent was lost while the job was running.',
  'agent.job.cancelled': 'The job was cancelled.',
  'agent.activity.jobStarted': '{{jobName}} started.',
  'agent.activity.jobCompleted': '{{jobName}} completed with exit code {{exitCode}} in {{duration}}.',
  'agent.activity.jobFailed': '{{jobName}} failed: {{reason}}',
  'agent.job.fileUnavailable': "The automation's file is not available on the server yet.",
  'agent.job.alreadyFinished': 'This job has already ended.',
  'agent.activity.jobCancelled': '{{jobName}} was cancelled.',
  'agent.activity.enrolled': 'The agent enrolled this device.',
} as const;
