/** Where an upload is: the share of its bytes sent, then the server's processing until it
 * answers. */
export function UploadStatus({ progress }: { progress: number }) {
  return (
    <p role="status" className="admin-upload-status">
      {progress < 100 ? (
        <>
          Uploading image: {progress}%{' '}
          <progress max={100} value={progress} aria-label="Upload progress" />
        </>
      ) : (
        'Processing image...'
      )}
    </p>
  );
}
