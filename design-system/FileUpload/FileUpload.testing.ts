import { fn } from 'storybook/test';
import { WEBCAM_HEIGHT, WEBCAM_WIDTH } from './fileRules';

/**
 * Story helpers for the webcam: replace `navigator.mediaDevices.getUserMedia` with a spy, and
 * return a restore function for the story's `beforeEach`. Only for stories and tests.
 */

type GetUserMedia = (constraints?: MediaStreamConstraints) => Promise<MediaStream>;

function installGetUserMedia(implementation: GetUserMedia) {
  const spy = fn(implementation);
  let devices = navigator.mediaDevices as MediaDevices | undefined;
  const addedDevices = !devices;
  if (!devices) {
    devices = {} as MediaDevices;
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: devices });
  }
  Object.defineProperty(devices, 'getUserMedia', { configurable: true, writable: true, value: spy });
  const restore = () => {
    if (addedDevices) {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    } else if (devices) {
      Reflect.deleteProperty(devices, 'getUserMedia');
    }
  };
  return { spy, restore };
}

/** Colour bars, a grey ramp and a centred target: the same pixels every frame, so screenshots hold. */
function drawTestPattern(context: CanvasRenderingContext2D) {
  const bars = ['rgb(191,191,191)', 'rgb(191,191,0)', 'rgb(0,191,191)', 'rgb(0,191,0)', 'rgb(191,0,191)', 'rgb(191,0,0)', 'rgb(0,0,191)'];
  const barWidth = WEBCAM_WIDTH / bars.length;
  const barHeight = WEBCAM_HEIGHT * 0.7;
  bars.forEach((colour, index) => {
    context.fillStyle = colour;
    context.fillRect(index * barWidth, 0, Math.ceil(barWidth), barHeight);
  });
  const steps = 8;
  for (let step = 0; step < steps; step += 1) {
    const level = Math.round((255 * step) / (steps - 1));
    context.fillStyle = `rgb(${level},${level},${level})`;
    context.fillRect((step * WEBCAM_WIDTH) / steps, barHeight, Math.ceil(WEBCAM_WIDTH / steps), WEBCAM_HEIGHT - barHeight);
  }
  context.fillStyle = 'rgb(20,20,20)';
  context.beginPath();
  context.arc(WEBCAM_WIDTH / 2, barHeight / 2, 60, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = 'rgb(240,240,240)';
  context.beginPath();
  context.arc(WEBCAM_WIDTH / 2, barHeight / 2, 24, 0, Math.PI * 2);
  context.fill();
}

/** A camera that works: each call gets a fresh 720 by 480 stream of the test pattern. */
export function installFakeCamera() {
  const canvas = document.createElement('canvas');
  canvas.width = WEBCAM_WIDTH;
  canvas.height = WEBCAM_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas for the fake camera');
  drawTestPattern(context);
  // captureStream only emits a frame when the canvas is painted, so repaint the same pattern.
  const timer = window.setInterval(() => drawTestPattern(context), 50);
  const streams: MediaStream[] = [];
  const { spy, restore } = installGetUserMedia(async () => {
    const stream = canvas.captureStream(20);
    streams.push(stream);
    return stream;
  });
  return {
    getUserMedia: spy,
    streams,
    restore: () => {
      window.clearInterval(timer);
      streams.forEach((stream) => stream.getTracks().forEach((track) => track.stop()));
      restore();
    },
  };
}

/** A camera that fails: getUserMedia rejects with a DOMException of the given name. */
export function installFailingCamera(name: 'NotFoundError' | 'NotAllowedError' | 'NotReadableError') {
  const { spy, restore } = installGetUserMedia(async () => {
    throw new DOMException('Camera unavailable in this story', name);
  });
  return { getUserMedia: spy, restore };
}
