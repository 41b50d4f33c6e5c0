// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepexport.h"

#include "eventtext.h"
#include "stepper.h"

namespace ml
{

namespace StepExport
{

int annotationPosition(const Stepper &stepper, int index)
{
    const Step &s = stepper.step(index);
    if (s.kind == Step::Kind::SetUp) return 0;
    if (s.move < 0) return stepper.moveCount();
    return s.move + 1;
}

PicturePage page(const Stepper &stepper, int index, bool points)
{
    PicturePage page;
    page.game = stepper.positionAt(index);
    page.caption = EventText(stepper).stepTitle(stepper, index);
    page.after = annotationPosition(stepper, index);
    page.marks = stepper.marks(index, points);
    return page;
}

QList<PicturePage> allPages(const Stepper &stepper, bool points)
{
    QList<PicturePage> pages;
    for (int i = 0; i < stepper.count(); ++i)
        pages.append(page(stepper, i, points));
    return pages;
}

} // namespace StepExport

} // namespace ml
