import type { ImgHTMLAttributes } from 'react';

/** Hides the image of the other colour mode; carried only by pages whose logo has a dark variant. */
const ONE_PER_MODE = "[data-theme='dark'] .logo--light,html:not([data-theme='dark']) .logo--dark{display:none}";

/**
 * A logo with an optional dark-mode image (`srcDark`, as Docusaurus' navbar and footer logos take it): both images,
 * one shown per colour mode. The rule comes with the images, so a site without a dark logo has no CSS for it.
 */
export function ThemedLogo({ src, srcDark, ...img }: { src: string; srcDark?: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  if (!srcDark) return <img src={src} {...img} />;
  return (
    <>
      <style>{ONE_PER_MODE}</style>
      <img src={src} className="logo--light" {...img} />
      <img src={srcDark} className="logo--dark" {...img} />
    </>
  );
}
