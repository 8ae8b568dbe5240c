import { demoStateAt } from "./demo-script";
import { useDemoTexts } from "./demo-texts";
import { DemoStage } from "./demo-stage";
import { DemoView } from "./demo-view";

/**
 * The hero's scripted demo. A server component: the still first frame is part of the page's HTML, and the
 * animation (demo-player.tsx) arrives after the page is idle or first used (demo-stage.tsx), so the page hydrates
 * without it.
 */
export function DemoDashboard() {
  const texts = useDemoTexts();
  return (
    <DemoStage texts={texts}>
      <DemoView texts={texts} state={demoStateAt(-1)} />
    </DemoStage>
  );
}
