#include "documentcommand.h"

#include "boarddocument.h"

namespace ml
{

void DocumentCommand::redo()
{
    m_document->applyCommand(*this, true);
}

void DocumentCommand::undo()
{
    m_document->applyCommand(*this, false);
}

} // namespace ml
