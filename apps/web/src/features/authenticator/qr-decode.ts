/**
 * Reads a QR code from a video frame: the browser's BarcodeDetector where it exists (Chrome on
 * Android), else jsQR (pure JavaScript, loaded only when the scanner opens).
 */
type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

export type FrameDecoder = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

export async function createFrameDecoder(): Promise<FrameDecoder> {
  const BarcodeDetector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (BarcodeDetector) {
    try {
      const detector = new BarcodeDetector({ formats: ['qr_code'] });
      return async (video) => {
        const found = await detector.detect(video);
        return found[0]?.rawValue ?? null;
      };
    } catch {
      // unsupported format: fall back to jsQR
    }
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}
