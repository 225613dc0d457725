/** The paragraphs of “A simple backup plan for small offices”. */
const body: string[] = [
  'Ask a small business owner whether their data is backed up and the answer is often "I think so". Then we find that the backup is a USB drive that was last used a year ago, or that it sits in the same drawer as the computer it is meant to protect. When a hard disk fails or ransomware encrypts the files, that backup is no help.',
  'A useful rule is 3-2-1: keep three copies of important data, on two different kinds of storage, with one copy away from the office. In practice, for a small office, that means the original files on the computer, a copy on an external drive, and a copy in cloud storage such as Google Drive or OneDrive.',
  'Decide what actually needs backing up: accounting and billing data, customer records, contracts, design files and anything that would take days to recreate. Software can be reinstalled; data cannot. If your billing system runs on a local computer, ask your developer where its database is stored and how to copy it.',
  'Make backups automatic. People forget to plug in a drive on a busy day. Cloud sync can run continuously, and most backup tools can copy files to an external drive on a schedule. Disconnect the external drive when the copy finishes, so ransomware on the computer cannot reach it.',
  'Finally, test the backup every few months by restoring a few files to another computer and opening them. A backup that has never been restored is only a hope. Write the steps on one page and keep it where more than one person can find it.',
];

export default body;
