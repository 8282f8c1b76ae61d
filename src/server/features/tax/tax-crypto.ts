// The sealing moved below the features (the health notes use it too); the tax code keeps its name.
export * from '../../crypto/sealed-data.ts';
