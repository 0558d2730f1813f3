export { useAuditLogs, auditLogsKey, type AuditEvent, type AuditLog, type AuditLogQuery } from './auditLogs';
